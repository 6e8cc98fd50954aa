//.kernel convert_types
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 261
//.RA type	LOCAL_ROUND_ROBIN_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.2)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r84.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0051 (59)  rf=r size=64 type=ud alias=V0049+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r3.0)
//.declare V0053 (61)  rf=r size=16 type=b align=16 words (r44.0)
//.declare V0054 (62)  rf=r size=16 type=b align=16 words (r45.0)
//.declare V0055 (63)  rf=r size=64 type=ud align=16 words (r89.0)
//.declare  (65)  rf=r size=96 type=ud align=16 words (r5.0)
//.declare V0056 (66)  rf=r size=64 type=b alias=V0055+0 align=16 words (r89.0)
//.declare V0057 (67)  rf=r size=64 type=ud align=16 words (r91.0)
//.declare  (69)  rf=r size=96 type=ud align=16 words (r8.0)
//.declare V0058 (70)  rf=r size=64 type=b alias=V0057+0 align=16 words (r91.0)
//.declare V0063 (75)  rf=r size=32 type=w align=16 words (r46.0)
//.declare V0064 (76)  rf=r size=32 type=w align=16 words (r47.0)
//.declare V0065 (77)  rf=r size=64 type=ud align=16 words (r11.0)
//.declare  (79)  rf=r size=96 type=ud align=16 words (r101.0)
//.declare V0066 (80)  rf=r size=64 type=w alias=V0065+0 align=16 words (r11.0)
//.declare V0067 (81)  rf=r size=64 type=ud align=16 words (r13.0)
//.declare  (83)  rf=r size=96 type=ud align=16 words (r104.0)
//.declare V0068 (84)  rf=r size=64 type=w alias=V0067+0 align=16 words (r13.0)
//.declare V0069 (85)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0070 (86)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0071 (87)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r48.0)
//.declare V0072 (88)  rf=r size=64 type=ud alias=V0070+0 align=16 words (r50.0)
//.declare V0073 (89)  rf=r size=128 type=d align=16 words (r93.0)
//.declare V0074 (90)  rf=r size=128 type=d align=16 words (r97.0)
//.declare V0079 (95)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0080 (96)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0081 (97)  rf=r size=64 type=ud alias=V0079+0 align=16 words (r52.0)
//.declare V0082 (98)  rf=r size=64 type=ud alias=V0080+0 align=16 words (r54.0)
//.declare V0083 (99)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0084 (100)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0089 (105)  rf=r size=16 type=ub alias=V0053+0 align=16 words (r44.0)
//.declare V0090 (106)  rf=r size=16 type=ub alias=V0054+0 align=16 words (r45.0)
//.declare V0099 (115)  rf=r size=32 type=uw alias=V0063+0 align=16 words (r46.0)
//.declare V0100 (116)  rf=r size=32 type=uw alias=V0064+0 align=16 words (r47.0)
//.declare V0103 (119)  rf=r size=64 type=d align=16 words (r121.0)
//.declare V0104 (120)  rf=r size=64 type=d align=16 words (r123.0)
//.declare P01 (133)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P02 (134)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0117 (135)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0118 (136)  rf=r size=64 type=f align=16 words (r3.0)
//.declare V0119 (137)  rf=r size=64 type=f align=16 words (r85.0)
//.declare V0120 (138)  rf=r size=64 type=f align=16 words (r87.0)
//.declare V0121 (139)  rf=r size=64 type=f align=16 words (r89.0)
//.declare V0122 (140)  rf=r size=64 type=f align=16 words (r91.0)
//.declare V0123 (141)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V0124 (142)  rf=r size=64 type=d align=16 words (r93.0)
//.declare V0125 (143)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0126 (144)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r93.0)
//.declare V0127 (145)  rf=r size=64 type=ud alias=V0125+0 align=16 words (r7.0)
//.declare V0130 (148)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0131 (149)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0132 (150)  rf=r size=64 type=ud alias=V0130+0 align=16 words (r17.0)
//.declare V0133 (151)  rf=r size=64 type=ud alias=V0131+0 align=16 words (r19.0)
//.declare V0142 (160)  rf=r size=64 type=f align=16 words (r94.0)
//.declare V0143 (161)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0150 (168)  rf=r size=64 type=f align=16 words (r102.0)
//.declare V0151 (169)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0160 (178)  rf=r size=32 type=w align=16 words (r41.0)
//.declare V0161 (179)  rf=r size=32 type=w align=16 words (r124.0)
//.declare V0164 (182)  rf=r size=64 type=d alias=V0083+0 align=16 words (r56.0)
//.declare V0165 (183)  rf=r size=64 type=d alias=V0084+0 align=16 words (r58.0)
//.declare V0166 (184)  rf=r size=64 type=ud alias=V0083+0 align=16 words (r56.0)
//.declare V0167 (185)  rf=r size=64 type=ud alias=V0084+0 align=16 words (r58.0)
//.declare P03 (192)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (195)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (206)  rf=r size=192 type=ud align=16 words (r29.0)
//.declare  (207)  rf=r size=192 type=ud align=16 words (r109.0)
//.declare V0186 (208)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0187 (209)  rf=r size=64 type=d align=16 words (r115.0)
//.declare V0188 (210)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0189 (211)  rf=r size=64 type=d align=16 words (r117.0)
//.declare V0190 (212)  rf=r size=32 type=b align=16 words (r39.0)
//.declare V0191 (213)  rf=r size=32 type=b align=16 words (r119.0)
//.declare V0192 (214)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0193 (215)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0194 (216)  rf=r size=64 type=ud alias=V0192+0 align=16 words (r40.0)
//.declare V0195 (217)  rf=r size=64 type=ud alias=V0193+0 align=16 words (r120.0)
//.declare V0198 (220)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0199 (221)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0200 (222)  rf=r size=64 type=ud alias=V0198+0 align=16 words (r122.0)
//.declare V0201 (223)  rf=r size=64 type=ud alias=V0199+0 align=16 words (r42.0)
//.declare V0204 (226)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0205 (227)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0206 (228)  rf=r size=64 type=ud alias=V0204+0 align=16 words (r124.0)
//.declare V0207 (229)  rf=r size=64 type=ud alias=V0205+0 align=16 words (r1.0)
//.declare V0212 (234)  rf=r size=64 type=w align=16 words (r84.0)
//.declare V0213 (235)  rf=r size=64 type=w align=16 words (r3.0)
//.declare V0218 (240)  rf=r size=64 type=b alias=V0212+0 align=16 words (r84.0)
//.declare V0219 (241)  rf=r size=64 type=b alias=V0213+0 align=16 words (r3.0)
//.declare V0226 (248)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0227 (249)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0228 (250)  rf=r size=64 type=b alias=V0226+0 align=16 words (r86.0)
//.declare V0229 (251)  rf=r size=64 type=b alias=V0227+0 align=16 words (r5.0)
//.declare  (252)  rf=r size=128 type=ud align=16 words (r88.0)
//.declare  (253)  rf=r size=128 type=ud align=16 words (r7.0)
//.declare V0230 (254)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0231 (255)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0232 (256)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0233 (257)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0234 (258)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare V0235 (259)  rf=r size=8 type=uq align=4 words (r9.1)
//.declare  (260)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (261)  rf=r size=64 type=b alias=V0192+0 align=16 words (r40.0)
//.declare  (262)  rf=r size=64 type=b alias=V0193+0 align=16 words (r120.0)
//.declare  (263)  rf=r size=64 type=b alias=V0198+0 align=16 words (r122.0)
//.declare  (264)  rf=r size=64 type=b alias=V0199+0 align=16 words (r42.0)
//.declare  (265)  rf=r size=64 type=b alias=V0204+0 align=16 words (r124.0)
//.declare  (266)  rf=r size=64 type=b alias=V0205+0 align=16 words (r1.0)
//.declare  (267)  rf=r size=32 type=b alias=V0063+0 align=16 words (r46.0)
//.declare  (268)  rf=r size=32 type=b alias=V0064+0 align=16 words (r47.0)
//.declare  (269)  rf=r size=16 type=w align=8 words (r15.0)
//.declare  (270)  rf=r size=16 type=w align=8 words (r16.0)
//.declare  (271)  rf=r size=16 type=w align=8 words (r17.0)
//.declare  (272)  rf=r size=16 type=w align=8 words (r18.0)
//.declare  (273)  rf=r size=16 type=w align=8 words (r19.0)
//.declare  (274)  rf=r size=16 type=w align=8 words (r20.0)
//.declare  (275)  rf=r size=16 type=w align=8 words (r21.0)
//.declare  (276)  rf=r size=16 type=w align=8 words (r22.0)
//.declare  (277)  rf=r size=64 type=f align=32 words (r92.0)
//.declare  (278)  rf=r size=64 type=f align=32 words (r96.0)
//.declare  (279)  rf=r size=64 type=f align=32 words (r9.0)
//.declare  (280)  rf=r size=64 type=f align=32 words (r100.0)
//.declare  (281)  rf=r size=64 type=f align=32 words (r27.0)
//.declare  (282)  rf=r size=64 type=f align=32 words (r104.0)
//.declare  (283)  rf=r size=64 type=f align=32 words (r29.0)
//.declare  (284)  rf=r size=64 type=f align=32 words (r108.0)
//.declare  (289)  rf=r size=64 type=q align=16 words (r60.0)
//.declare  (290)  rf=r size=64 type=q align=16 words (r62.0)
//.declare  (291)  rf=r size=64 type=q align=16 words (r64.0)
//.declare  (292)  rf=r size=64 type=q align=16 words (r66.0)
//.declare  (293)  rf=r size=64 type=q align=16 words (r23.0)
//.declare  (294)  rf=r size=64 type=q align=16 words (r107.0)
//.declare  (295)  rf=r size=64 type=q align=16 words (r109.0)
//.declare  (296)  rf=r size=64 type=q align=16 words (r111.0)
//.declare  (297)  rf=r size=64 type=q align=16 words (r113.0)
//.declare  (298)  rf=r size=64 type=q align=16 words (r115.0)
//.declare  (299)  rf=r size=64 type=q align=16 words (r117.0)
//.declare  (300)  rf=r size=64 type=q align=16 words (r119.0)
//.declare  (301)  rf=r size=64 type=q align=16 words (r25.0)
//.declare  (302)  rf=r size=64 type=q align=16 words (r27.0)
//.declare  (303)  rf=r size=64 type=q align=16 words (r29.0)
//.declare  (304)  rf=r size=64 type=q align=16 words (r31.0)
//.declare  (309)  rf=r size=64 type=q align=16 words (r41.0)
//.declare  (310)  rf=r size=64 type=q align=16 words (r1.0)
//.declare  (311)  rf=r size=64 type=q align=16 words (r125.0)
//.declare  (312)  rf=r size=64 type=q align=16 words (r85.0)
//.declare  (317)  rf=r size=64 type=q align=16 words (r101.0)
//.declare  (318)  rf=r size=64 type=q align=16 words (r103.0)
//.declare  (319)  rf=r size=64 type=q align=16 words (r5.0)
//.declare  (320)  rf=r size=64 type=q align=16 words (r7.0)
//.declare  (321)  rf=r size=64 type=q align=16 words (r33.0)
//.declare  (322)  rf=r size=64 type=q align=16 words (r35.0)
//.declare  (323)  rf=r size=64 type=q align=16 words (r37.0)
//.declare  (324)  rf=r size=64 type=q align=16 words (r39.0)
//.declare  (325)  rf=r size=64 type=q align=16 words (r87.0)
//.declare  (326)  rf=r size=64 type=q align=16 words (r89.0)
//.declare  (327)  rf=r size=64 type=q align=16 words (r91.0)
//.declare  (328)  rf=r size=64 type=q align=16 words (r93.0)
//.declare  (329)  rf=r size=64 type=q align=16 words (r95.0)
//.declare  (330)  rf=r size=64 type=q align=16 words (r97.0)
//.declare  (331)  rf=r size=64 type=q align=16 words (r99.0)
//.declare  (332)  rf=r size=64 type=q align=16 words (r3.0)
//.declare  (333)  rf=r size=64 type=q align=16 words (r105.0)
//.declare  (334)  rf=r size=64 type=q align=16 words (r9.0)
//.declare  (335)  rf=r size=64 type=q align=16 words (r107.0)
//.declare  (336)  rf=r size=64 type=q align=16 words (r109.0)
//.declare  (337)  rf=r size=64 type=q align=16 words (r68.0)
//.declare  (338)  rf=r size=64 type=q align=16 words (r70.0)
//.declare  (339)  rf=r size=64 type=q align=16 words (r72.0)
//.declare  (340)  rf=r size=64 type=q align=16 words (r74.0)
//.declare  (341)  rf=r size=64 type=q align=16 words (r9.0)
//.declare  (342)  rf=r size=64 type=q align=16 words (r11.0)
//.declare  (343)  rf=r size=64 type=q align=16 words (r13.0)
//.declare  (344)  rf=r size=64 type=q align=16 words (r15.0)
//.declare  (349)  rf=r size=64 type=q align=16 words (r76.0)
//.declare  (350)  rf=r size=64 type=q align=16 words (r78.0)
//.declare  (351)  rf=r size=64 type=q align=16 words (r80.0)
//.declare  (352)  rf=r size=64 type=q align=16 words (r82.0)
//.declare  (353)  rf=r size=64 type=q align=16 words (r1.0)
//.declare  (354)  rf=r size=64 type=q align=16 words (r3.0)
//.declare  (355)  rf=r size=64 type=q align=16 words (r5.0)
//.declare  (356)  rf=r size=64 type=q align=16 words (r7.0)
//.declare  (357)  rf=r size=64 type=q align=16 words (r84.0)
//.declare  (358)  rf=r size=64 type=q align=16 words (r86.0)
//.declare  (359)  rf=r size=64 type=q align=16 words (r88.0)
//.declare  (360)  rf=r size=64 type=q align=16 words (r90.0)
//.declare  (361)  rf=r size=64 type=q align=16 words (r11.0)
//.declare  (362)  rf=r size=64 type=q align=16 words (r13.0)
//.declare  (363)  rf=r size=64 type=q align=16 words (r15.0)
//.declare  (364)  rf=r size=64 type=q align=16 words (r17.0)
//.declare  (365)  rf=r size=64 type=q align=16 words (r19.0)
//.declare  (366)  rf=r size=64 type=q align=16 words (r21.0)
//.declare  (367)  rf=r size=64 type=q align=16 words (r23.0)
//.declare  (368)  rf=r size=64 type=q align=16 words (r25.0)
//.declare  (369)  rf=r size=64 type=q align=16 words (r31.0)
//.declare  (370)  rf=r size=64 type=q align=16 words (r33.0)
//.declare  (371)  rf=r size=64 type=q align=16 words (r35.0)
//.declare  (372)  rf=r size=64 type=q align=16 words (r37.0)
//.declare  (373)  rf=r size=64 type=q align=16 words (r110.0)
//.declare  (374)  rf=r size=64 type=q align=16 words (r112.0)
//.declare  (375)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (376)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (377)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (378)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (379)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (380)  rf=r size=64 type=q align=16 words (r39.0)
//.declare  (389)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (390)  rf=r size=64 type=q align=16 words (r125.0)
//.declare  (391)  rf=r size=64 type=q align=16 words (r85.0)
//.declare  (392)  rf=r size=64 type=q align=16 words (r1.0)
//.declare  (393)  rf=r size=64 type=q align=16 words (r3.0)
//.declare  (394)  rf=r size=64 type=q align=16 words (r87.0)
//.declare  (395)  rf=r size=64 type=q align=16 words (r5.0)
//.declare  (396)  rf=r size=64 type=q align=16 words (r89.0)
//.declare  (397)  rf=r size=64 type=q align=16 words (r91.0)
//.declare  (398)  rf=r size=64 type=q align=16 words (r7.0)
//.declare  (399)  rf=r size=64 type=q align=16 words (r93.0)
//.declare  (400)  rf=r size=64 type=q align=16 words (r9.0)
//.declare  (401)  rf=r size=64 type=q align=16 words (r11.0)
//.declare  (402)  rf=r size=64 type=q align=16 words (r95.0)
//.declare  (403)  rf=r size=64 type=q align=16 words (r13.0)
//.declare  (404)  rf=r size=64 type=q align=16 words (r97.0)
//.declare  (405)  rf=r size=64 type=q align=16 words (r99.0)
//.declare  (406)  rf=r size=64 type=q align=16 words (r15.0)
//.declare  (407)  rf=r size=64 type=q align=16 words (r17.0)
//.declare  (408)  rf=r size=64 type=q align=16 words (r101.0)
//.declare  (409)  rf=r size=64 type=q align=16 words (r19.0)
//.declare  (410)  rf=r size=64 type=q align=16 words (r21.0)
//.declare  (411)  rf=r size=64 type=q align=16 words (r23.0)
//.declare  (412)  rf=r size=64 type=q align=16 words (r103.0)
//.declare  (413)  rf=r size=64 type=d align=16 words (r25.0)
//.declare  (414)  rf=r size=64 type=d align=16 words (r105.0)
//.declare  (415)  rf=r size=64 type=d align=16 words (r107.0)
//.declare  (416)  rf=r size=64 type=d align=16 words (r27.0)
//.declare  (417)  rf=r size=64 type=d alias=+0 align=16 words (r60.0)
//.declare  (418)  rf=r size=64 type=d alias=+0 align=16 words (r62.0)
//.declare  (419)  rf=r size=64 type=d alias=+0 align=16 words (r64.0)
//.declare  (420)  rf=r size=64 type=d alias=+0 align=16 words (r66.0)
//.declare  (421)  rf=r size=64 type=uq alias=+0 align=16 words (r60.0)
//.declare  (422)  rf=r size=64 type=uq alias=+0 align=16 words (r62.0)
//.declare  (423)  rf=r size=64 type=uq alias=+0 align=16 words (r64.0)
//.declare  (424)  rf=r size=64 type=uq alias=+0 align=16 words (r66.0)
//.declare  (425)  rf=r size=64 type=uq alias=+0 align=16 words (r11.0)
//.declare  (426)  rf=r size=64 type=uq alias=+0 align=16 words (r13.0)
//.declare  (427)  rf=r size=64 type=uq alias=+0 align=16 words (r15.0)
//.declare  (428)  rf=r size=64 type=uq alias=+0 align=16 words (r17.0)
//.declare  (429)  rf=r size=64 type=uq alias=+0 align=16 words (r31.0)
//.declare  (430)  rf=r size=64 type=uq alias=+0 align=16 words (r33.0)
//.declare  (431)  rf=r size=64 type=uq alias=+0 align=16 words (r35.0)
//.declare  (432)  rf=r size=64 type=uq alias=+0 align=16 words (r37.0)
//.declare  (433)  rf=r size=64 type=d alias=+0 align=16 words (r19.0)
//.declare  (434)  rf=r size=64 type=d alias=+0 align=16 words (r21.0)
//.declare  (435)  rf=r size=64 type=d alias=+0 align=16 words (r23.0)
//.declare  (436)  rf=r size=64 type=d alias=+0 align=16 words (r103.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0041    | :w x 16  |     32 | r4       | general    |
// | V0042    | :w x 16  |     32 | r5       | general    |
// | V0043    | :w x 16  |     32 | r6       | general    |
// | V0036    | :d x 8   |     32 | r7       | general    |
// | V0230    | :uq      |      8 | r8       | general    |
// | V0231    | :uq      |      8 | r8+8     | general    |
// | V0232    | :uq      |      8 | r8+16    | general    |
// | V0233    | :uq      |      8 | r8+24    | general    |
// | V0234    | :uq      |      8 | r9       | general    |
// | V0235    | :uq      |      8 | r9+8     | general    |
// | V0037    | :d x 3   |     12 | r9+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B006}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r84.0<1>:d    r9.4<0;1,0>:d     r0.1<0;1,0>:d                       // $2
(W)     mov (8|M0)               r5.0<1>:ud    0x0:ud                              {Compacted}       // $10
(W)     mov (8|M0)               r8.0<1>:ud    0x0:ud                              {Compacted}       // $13
(W)     mov (8|M0)               r101.0<1>:ud  0x0:ud                              {Compacted}       // $18
(W)     mov (8|M0)               r104.0<1>:ud  0x0:ud                              {Compacted}       // $21
        add (16|M0)              r85.0<1>:d    r84.0<0;1,0>:d    r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r87.0<1>:d    r84.0<0;1,0>:d    r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r1.0<1>:d     r85.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r3.0<1>:d     r87.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        mov (16|M0)              r6.0<1>:ud    r1.0<8;8,1>:ud                   {Compacted}          // $10
        mov (16|M16)             r9.0<1>:ud    r3.0<8;8,1>:ud                                        // $13
        shl (16|M0)              r48.0<1>:d    r1.0<8;8,1>:d     3:w                                 // $23
        shl (16|M16)             r50.0<1>:d    r3.0<8;8,1>:d     3:w                                 // $24
        send (16|M0)             r89:w    r5:f    0xA            0x06290100           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 8b // $10
        shl (16|M0)              r102.0<1>:d   r1.0<8;8,1>:d     1:w                                 // $15
        send (16|M16)            r91:w    r8:f    0xA            0x06290100           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 8b // $13
        send (16|M0)             r93:w    r48:f   0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $26
        shl (16|M16)             r105.0<1>:d   r3.0<8;8,1>:d     1:w                                 // $16
        send (16|M16)            r97:w    r50:f   0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $28
        shl (16|M0)              r52.0<1>:d    r1.0<8;8,1>:d     2:w                                 // $37
        send (16|M0)             r11:w    r101:f  0xA            0x06290501           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 16b // $18
        send (16|M16)            r13:w    r104:f  0xA            0x06290501           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 16b // $21
        shl (16|M16)             r54.0<1>:d    r3.0<8;8,1>:d     2:w                                 // $38
        send (16|M0)             r56:w    r52:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $40
        send (16|M16)            r58:w    r54:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $42
        mov (16|M0)              r44.0<1>:b    r89.0<4;1,0>:b                                        // $11
        mov (16|M16)             r45.0<1>:b    r91.0<4;1,0>:b                                        // $14
        mov (16|M0)              r121.0<1>:d   r93.0<8;8,1>:d                   {Compacted}          // $57
        mov (8|M0)               r15.0<1>:w    r44.0<8;8,1>:b                                        // $43
        mov (8|M8)               r16.0<1>:w    r44.8<8;8,1>:b                                        // $43
        mov (8|M0)               r19.0<1>:w    r44.0<8;8,1>:ub                                       // $45
        mov (8|M8)               r20.0<1>:w    r44.8<8;8,1>:ub                                       // $45
        mov (8|M16)              r17.0<1>:w    r45.0<8;8,1>:b                                        // $44
        mov (8|M24)              r18.0<1>:w    r45.8<8;8,1>:b                                        // $44
        mov (8|M16)              r21.0<1>:w    r45.0<8;8,1>:ub                                       // $46
        mov (8|M24)              r22.0<1>:w    r45.8<8;8,1>:ub                                       // $46
        mov (16|M16)             r123.0<1>:d   r97.0<8;8,1>:d                                        // $58
        mov (8|M0)               r23.0<1>:q    r15.0<8;8,1>:w                                        // $43
        mov (8|M8)               r107.0<1>:q   r16.0<8;8,1>:w                                        // $43
        mov (8|M0)               r113.0<1>:q   r19.0<8;8,1>:w                                        // $45
        mov (8|M8)               r115.0<1>:q   r20.0<8;8,1>:w                                        // $45
        mov (8|M16)              r109.0<1>:q   r17.0<8;8,1>:w                                        // $44
        mov (8|M24)              r111.0<1>:q   r18.0<8;8,1>:w                                        // $44
        mov (8|M16)              r117.0<1>:q   r21.0<8;8,1>:w                                        // $46
        mov (8|M24)              r119.0<1>:q   r22.0<8;8,1>:w                                        // $46
        mov (8|M0)               r60.0<2>:d    r93.0<8;8,1>:d                                        // $29
        mov (8|M8)               r62.0<2>:d    r94.0<8;8,1>:d                                        // $30
        mov (8|M16)              r64.0<2>:d    r97.0<8;8,1>:d                                        // $33
        mov (8|M24)              r66.0<2>:d    r98.0<8;8,1>:d                                        // $34
        shl (8|M0)               r33.0<1>:q    r121.0<8;8,1>:d   32:w                                // $59
        shl (8|M8)               r35.0<1>:q    r122.0<8;8,1>:d   32:w                                // $59
        mov (16|M0)              r46.0<1>:w    r11.0<2;1,0>:w                                        // $19
        mov (16|M16)             r47.0<1>:w    r13.0<2;1,0>:w                                        // $22
        shl (8|M16)              r37.0<1>:q    r123.0<8;8,1>:d   32:w                                // $60
        shl (8|M24)              r39.0<1>:q    r124.0<8;8,1>:d   32:w                                // $60
        mov (8|M0)               r60.1<2>:d    r95.0<8;8,1>:d                                        // $31
        add (8|M0)               r25.0<1>:q    r23.0<4;4,1>:q    r113.0<4;4,1>:q                     // $47
        mov (8|M8)               r62.1<2>:d    r96.0<8;8,1>:d                                        // $32
        add (8|M8)               r27.0<1>:q    r107.0<4;4,1>:q   r115.0<4;4,1>:q                     // $47
        mov (8|M16)              r64.1<2>:d    r99.0<8;8,1>:d                                        // $35
        mov (8|M24)              r66.1<2>:d    r100.0<8;8,1>:d                                       // $36
        add (8|M16)              r29.0<1>:q    r109.0<4;4,1>:q   r117.0<4;4,1>:q                     // $48
        add (8|M24)              r31.0<1>:q    r111.0<4;4,1>:q   r119.0<4;4,1>:q                     // $48
        asr (8|M0)               r87.0<1>:q    r33.0<4;4,1>:q    32:w                                // $61
        asr (8|M8)               r89.0<1>:q    r35.0<4;4,1>:q    32:w                                // $61
        asr (8|M16)              r91.0<1>:q    r37.0<4;4,1>:q    32:w                                // $62
        asr (8|M24)              r93.0<1>:q    r39.0<4;4,1>:q    32:w                                // $62
        shr (8|M0)               r95.0<1>:q    r60.0<4;4,1>:uq   32:w                                // $63
        add (8|M0)               r41.0<1>:q    r25.0<4;4,1>:q    r46.0<8;8,1>:w                      // $51
        shr (8|M8)               r97.0<1>:q    r62.0<4;4,1>:uq   32:w                                // $63
        add (8|M8)               r1.0<1>:q     r27.0<4;4,1>:q    r46.8<8;8,1>:w                      // $51
        shr (8|M16)              r99.0<1>:q    r64.0<4;4,1>:uq   32:w                                // $64
        shr (8|M24)              r3.0<1>:q     r66.0<4;4,1>:uq   32:w                                // $64
        add (8|M16)              r125.0<1>:q   r29.0<4;4,1>:q    r47.0<8;8,1>:w                      // $52
        add (8|M24)              r85.0<1>:q    r31.0<4;4,1>:q    r47.8<8;8,1>:w                      // $52
        add (8|M0)               r105.0<1>:q   r87.0<4;4,1>:q    r95.0<4;4,1>:q                      // $65
        add (8|M0)               r101.0<1>:q   r41.0<4;4,1>:q    r46.0<8;8,1>:uw                     // $55
        add (8|M8)               r9.0<1>:q     r89.0<4;4,1>:q    r97.0<4;4,1>:q                      // $65
        add (8|M8)               r103.0<1>:q   r1.0<4;4,1>:q     r46.8<8;8,1>:uw                     // $55
        add (8|M16)              r107.0<1>:q   r91.0<4;4,1>:q    r99.0<4;4,1>:q                      // $66
        add (8|M24)              r109.0<1>:q   r93.0<4;4,1>:q    r3.0<4;4,1>:q                       // $66
        add (8|M16)              r5.0<1>:q     r125.0<4;4,1>:q   r47.0<8;8,1>:uw                     // $56
        add (8|M24)              r7.0<1>:q     r85.0<4;4,1>:q    r47.8<8;8,1>:uw                     // $56
        cmp (16|M0)   (le)f1.0   null<1>:f     r56.0<8;8,1>:f    0x0:f                               // $69
        cmp (16|M16)  (le)f1.0   null<1>:f     r58.0<8;8,1>:f    0x0:f                               // $70
        add (8|M0)               r68.0<1>:q    r101.0<4;4,1>:q   r105.0<4;4,1>:q                     // $67
        add (8|M8)               r70.0<1>:q    r103.0<4;4,1>:q   r9.0<4;4,1>:q                       // $67
        add (8|M16)              r72.0<1>:q    r5.0<4;4,1>:q     r107.0<4;4,1>:q                     // $68
        add (8|M24)              r74.0<1>:q    r7.0<4;4,1>:q     r109.0<4;4,1>:q                     // $68
(~f1.0) if (32|M0)                           _0_006            _convert_types_k0_0_cf                // $71
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B003}
_0_007:
        cmp (16|M0)   (ge)f0.0   null<1>:f     r56.0<8;8,1>:f    0x5F800000:f                        // $73
        cmp (16|M16)  (ge)f0.0   null<1>:f     r58.0<8;8,1>:f    0x5F800000:f                        // $74
(~f0.0) if (32|M0)                           _0_008            _convert_types_k0_1_cf                // $75
// B002: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_009:
        mul (16|M0)              r1.0<1>:f     r56.0<8;8,1>:f    0x2F800000:f                        // $77
        mul (16|M16)             r3.0<1>:f     r58.0<8;8,1>:f    0x2F800000:f                        // $78
(W)     mov (1|M0)               r6.0<1>:f     0xCF800000:f                                          // $81
        rndz (16|M0)             r85.0<1>:f    r1.0<8;8,1>:f                    {Compacted}          // $79
        rndz (16|M16)            r87.0<1>:f    r3.0<8;8,1>:f                                         // $80
        mad (16|M0)              r89.0<1>:f    r56.0<2;1>:f      r6.0<0;0>:f       r85.0<1>:f       {Compacted} // $82 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mov (16|M0)              r93.0<1>:ud   r85.0<8;8,1>:f                   {Compacted}          // $84
        mad (16|M16)             r91.0<1>:f    r58.0<2;1>:f      r6.0<0;0>:f       r87.0<1>:f       {Compacted} // $83 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mov (16|M16)             r7.0<1>:ud    r87.0<8;8,1>:f                                        // $85
        mov (16|M0)              r17.0<1>:ud   r89.0<8;8,1>:f                   {Compacted}          // $88
        shl (8|M0)               r9.0<1>:q     r93.0<8;8,1>:d    32:w                                // $86
        shl (8|M8)               r11.0<1>:q    r94.0<8;8,1>:d    32:w                                // $86
        mov (16|M16)             r19.0<1>:ud   r91.0<8;8,1>:f                                        // $89
        shl (8|M16)              r13.0<1>:q    r7.0<8;8,1>:d     32:w                                // $87
        shl (8|M24)              r15.0<1>:q    r8.0<8;8,1>:d     32:w                                // $87
        or (8|M0)                r76.0<1>:q    r9.0<4;4,1>:q     r17.0<8;8,1>:ud                     // $92
        or (8|M8)                r78.0<1>:q    r11.0<4;4,1>:q    r18.0<8;8,1>:ud                     // $92
        or (8|M16)               r80.0<1>:q    r13.0<4;4,1>:q    r19.0<8;8,1>:ud                     // $93
        or (8|M24)               r82.0<1>:q    r15.0<4;4,1>:q    r20.0<8;8,1>:ud                     // $93
        else (32|M0)                         _convert_types_k0_1_cf  _convert_types_k0_1_cf          // $75
// B003: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_008:
        mov (8|M0)               r76.0<1>:q    -1:w                                                  // $96
        mov (8|M8)               r78.0<1>:q    -1:w                                                  // $96
        mov (8|M16)              r80.0<1>:q    -1:w                                                  // $97
        mov (8|M24)              r82.0<1>:q    -1:w                                                  // $97
// B004: [inDivergent],  Preds:{B003, B002},  Succs:{B005}
_convert_types_k0_1_cf:
        endif (32|M0)                        _convert_types_k0_2_cf                                  // $75
// B005: [inDivergent],  Preds:{B004},  Succs:{B007}
_convert_types_k0_2_cf:
        else (32|M0)                         _convert_types_k0_0_cf  _convert_types_k0_0_cf          // $71
// B006: [inDivergent],  Preds:{B000},  Succs:{B007}
_0_006:
        mov (8|M0)               r76.0<1>:q    0:w                                                   // $100
        mov (8|M8)               r78.0<1>:q    0:w                                                   // $100
        mov (8|M16)              r80.0<1>:q    0:w                                                   // $101
        mov (8|M24)              r82.0<1>:q    0:w                                                   // $101
// B007: Preds:{B006, B005},  Succs:{B008}
_convert_types_k0_0_cf:
        endif (32|M0)                        _0_010                                                  // $71
// B008: Preds:{B007},  Succs:{}
_0_010:
        mov (8|M16)              r9.0<2>:f     r64.0<4;4,1>:q                                        // $108
        mov (8|M24)              r100.0<2>:f   r66.0<4;4,1>:q                                        // $108
        mov (8|M8)               r96.0<2>:f    r62.0<4;4,1>:q                                        // $107
        mov (8|M16)              r5.0<1>:q     r58.0<8;8,1>:f                                        // $104
        mov (8|M24)              r7.0<1>:q     r59.0<8;8,1>:f                                        // $104
        mov (8|M0)               r92.0<2>:f    r60.0<4;4,1>:q                                        // $107
        mov (8|M8)               r3.0<1>:q     r57.0<8;8,1>:f                                        // $103
        mov (8|M16)              r98.0<1>:f    r9.0<2;1,0>:f                                         // $108
        mov (8|M24)              r99.0<1>:f    r100.0<2;1,0>:f                                       // $108
        mov (8|M8)               r95.0<1>:f    r96.0<2;1,0>:f                                        // $107
        mov (8|M0)               r1.0<1>:q     r56.0<8;8,1>:f                                        // $103
        mov (8|M0)               r27.0<2>:f    r60.0<4;4,1>:uq                                       // $113
        add (8|M16)              r88.0<1>:q    r80.0<4;4,1>:q    r5.0<4;4,1>:q                       // $106
        add (8|M24)              r90.0<1>:q    r82.0<4;4,1>:q    r7.0<4;4,1>:q                       // $106
        mov (8|M0)               r94.0<1>:f    r92.0<2;1,0>:f                                        // $107
        mov (8|M16)              r15.0<1>:uq   r98.0<8;8,1>:f                                        // $110
        mov (8|M24)              r17.0<1>:uq   r99.0<8;8,1>:f                                        // $110
        mov (8|M24)              r108.0<2>:f   r66.0<4;4,1>:uq                                       // $114
        add (8|M8)               r86.0<1>:q    r78.0<4;4,1>:q    r3.0<4;4,1>:q                       // $105
        mov (8|M8)               r13.0<1>:uq   r95.0<8;8,1>:f                                        // $109
        mov (8|M8)               r104.0<2>:f   r62.0<4;4,1>:uq                                       // $113
        mov (8|M16)              r29.0<2>:f    r64.0<4;4,1>:uq                                       // $114
        sel (16|M0)   (ge)f0.0   r41.0<1>:w    r46.0<16;16,1>:w  -128:w                              // $121
        cmp (8|M0)    (lt)f1.0   null<1>:q     r60.0<4;4,1>:q    0xFFFF:uw                           // $133
        add (8|M0)               r84.0<1>:q    r76.0<4;4,1>:q    r1.0<4;4,1>:q                       // $105
        mov (8|M0)               r102.0<1>:f   r27.0<2;1,0>:f                                        // $113
        and (8|M0)               r3.0<1>:q     r60.0<4;4,1>:q    0xFFFF:uw                           // $131
        mov (8|M0)               r11.0<1>:uq   r94.0<8;8,1>:f                                        // $109
        add (8|M16)              r23.0<1>:q    r88.0<4;4,1>:q    r15.0<4;4,1>:q                      // $112
        add (8|M24)              r25.0<1>:q    r90.0<4;4,1>:q    r17.0<4;4,1>:q                      // $112
        sel (16|M16)  (ge)f0.0   r124.0<1>:w   r47.0<16;16,1>:w  -128:w                              // $122
        cmp (8|M24)   (lt)f1.0   null<1>:q     r66.0<4;4,1>:q    0xFFFF:uw                           // $134
        mov (8|M24)              r107.0<1>:f   r108.0<2;1,0>:f                                       // $114
        and (8|M24)              r89.0<1>:q    r66.0<4;4,1>:q    0xFFFF:uw                           // $132
        add (8|M8)               r21.0<1>:q    r86.0<4;4,1>:q    r13.0<4;4,1>:q                      // $111
        cmp (8|M8)    (lt)f1.0   null<1>:q     r62.0<4;4,1>:q    0xFFFF:uw                           // $133
        cmp (8|M16)   (lt)f1.0   null<1>:q     r64.0<4;4,1>:q    0xFFFF:uw                           // $134
        and (8|M16)              r5.0<1>:q     r64.0<4;4,1>:q    0xFFFF:uw                           // $132
        mov (8|M8)               r103.0<1>:f   r104.0<2;1,0>:f                                       // $113
        mov (8|M16)              r106.0<1>:f   r29.0<2;1,0>:f                                        // $114
        and (8|M8)               r87.0<1>:q    r62.0<4;4,1>:q    0xFFFF:uw                           // $131
        cmp (8|M0)    (gt)f0.0   null<1>:q     r60.0<4;4,1>:q    0:w                                 // $137
        sel (16|M0)   (lt)f0.0   r41.0<1>:w    r41.0<16;16,1>:w  127:w                               // $123
        mov (8|M0)               r31.0<1>:uq   r102.0<8;8,1>:f                                       // $115
(f1.0)  sel (8|M0)               r91.0<1>:q    r3.0<4;4,1>:q     0xFFFF:uw                           // $135
        add (8|M0)               r19.0<1>:q    r84.0<4;4,1>:q    r11.0<4;4,1>:q                      // $111
        cmp (8|M24)   (gt)f0.0   null<1>:q     r66.0<4;4,1>:q    0:w                                 // $138
        sel (16|M16)  (lt)f0.0   r124.0<1>:w   r124.0<16;16,1>:w  127:w                              // $124
        mov (8|M24)              r37.0<1>:uq   r107.0<8;8,1>:f                                       // $116
(f1.0)  sel (8|M24)              r9.0<1>:q     r89.0<4;4,1>:q    0xFFFF:uw                           // $136
        cmp (8|M8)    (gt)f0.0   null<1>:q     r62.0<4;4,1>:q    0:w                                 // $137
        cmp (8|M16)   (gt)f0.0   null<1>:q     r64.0<4;4,1>:q    0:w                                 // $138
(f1.0)  sel (8|M16)              r93.0<1>:q    r5.0<4;4,1>:q     0xFFFF:uw                           // $136
        mov (8|M8)               r33.0<1>:uq   r103.0<8;8,1>:f                                       // $115
        mov (8|M16)              r35.0<1>:uq   r106.0<8;8,1>:f                                       // $116
(f1.0)  sel (8|M8)               r7.0<1>:q     r87.0<4;4,1>:q    0xFFFF:uw                           // $135
        add (8|M0)               r42.0<1>:q    r56.0<8;8,1>:ud   r41.0<8;8,1>:w                      // $129
(f0.0)  sel (8|M0)               r11.0<1>:q    r91.0<4;4,1>:q    0:w                                 // $139
        add (8|M0)               r110.0<1>:q   r19.0<4;4,1>:q    r31.0<4;4,1>:q                      // $117
        add (8|M24)              r1.0<1>:q     r59.0<8;8,1>:ud   r124.8<8;8,1>:w                     // $130
        add (8|M24)              r116.0<1>:q   r25.0<4;4,1>:q    r37.0<4;4,1>:q                      // $118
(f0.0)  sel (8|M24)              r97.0<1>:q    r9.0<4;4,1>:q     0:w                                 // $140
        add (8|M8)               r125.0<1>:q   r57.0<8;8,1>:ud   r41.8<8;8,1>:w                      // $129
        add (8|M16)              r85.0<1>:q    r58.0<8;8,1>:ud   r124.0<8;8,1>:w                     // $130
(f0.0)  sel (8|M16)              r13.0<1>:q    r93.0<4;4,1>:q    0:w                                 // $140
        add (8|M8)               r112.0<1>:q   r21.0<4;4,1>:q    r33.0<4;4,1>:q                      // $117
        add (8|M16)              r114.0<1>:q   r23.0<4;4,1>:q    r35.0<4;4,1>:q                      // $118
(f0.0)  sel (8|M8)               r95.0<1>:q    r7.0<4;4,1>:q     0:w                                 // $139
        add (8|M0)               r99.0<1>:q    r42.0<4;4,1>:q    r11.0<4;4,1>:q                      // $141
        add (8|M0)               r118.0<1>:q   r68.0<4;4,1>:q    r110.0<4;4,1>:q                     // $119
        add (8|M24)              r39.0<1>:q    r74.0<4;4,1>:q    r116.0<4;4,1>:q                     // $120
        add (8|M24)              r101.0<1>:q   r1.0<4;4,1>:q     r97.0<4;4,1>:q                      // $142
        add (8|M16)              r17.0<1>:q    r85.0<4;4,1>:q    r13.0<4;4,1>:q                      // $142
        add (8|M8)               r120.0<1>:q   r70.0<4;4,1>:q    r112.0<4;4,1>:q                     // $119
        add (8|M16)              r122.0<1>:q   r72.0<4;4,1>:q    r114.0<4;4,1>:q                     // $120
        add (8|M8)               r15.0<1>:q    r125.0<4;4,1>:q   r95.0<4;4,1>:q                      // $141
        mov (8|M0)               r35.0<1>:d    r60.0<2;1,0>:d                                        // $157
        mov (8|M8)               r36.0<1>:d    r62.0<2;1,0>:d                                        // $157
        mov (16|M0)              r37.0<1>:d    r56.0<8;8,1>:f                   {Compacted}          // $159
        mov (8|M24)              r116.0<1>:d   r66.0<2;1,0>:d                                        // $158
        mov (8|M16)              r115.0<1>:d   r64.0<2;1,0>:d                                        // $158
        add (8|M0)               r19.0<1>:q    r118.0<4;4,1>:q   r99.0<4;4,1>:q                      // $143
        add (8|M24)              r103.0<1>:q   r39.0<4;4,1>:q    r101.0<4;4,1>:q                     // $144
        mov (16|M16)             r117.0<1>:d   r58.0<8;8,1>:f                                        // $160
        sel (16|M0)   (ge)f0.0   r40.0<1>:d    r46.0<16;16,1>:w  0:w                                 // $165
        add (8|M16)              r23.0<1>:q    r122.0<4;4,1>:q   r17.0<4;4,1>:q                      // $144
        add (8|M8)               r21.0<1>:q    r120.0<4;4,1>:q   r15.0<4;4,1>:q                      // $143
        sel (16|M0)   (ge)f0.0   r122.0<1>:d   r35.0<8;8,1>:d    0:w                                 // $171
        sel (16|M16)  (ge)f0.0   r120.0<1>:d   r47.0<16;16,1>:w  0:w                                 // $166
        sel (16|M0)   (ge)f0.0   r124.0<1>:d   r37.0<8;8,1>:d    0:w                                 // $177
        sel (16|M16)  (ge)f0.0   r42.0<1>:d    r115.0<8;8,1>:d   0:w                                 // $172
        mov (16|M0)              r84.0<1>:w    r44.0<8;8,1>:b                                        // $183
        sel (16|M0)   (ge)f0.0   r39.0<2>:b    r44.0<8;8,1>:b    0:w                                 // $161
        sel (16|M16)  (ge)f0.0   r1.0<1>:d     r117.0<8;8,1>:d   0:w                                 // $178
        mov (16|M16)             r3.0<1>:w     r45.0<8;8,1>:b                                        // $184
        sel (16|M16)  (ge)f0.0   r119.0<2>:b   r45.0<8;8,1>:b    0:w                                 // $162
        sel (16|M0)   (lt)f0.0   r40.0<1>:ud   r40.0<8;8,1>:ud   0xFF:uw                             // $167
        sel (16|M0)   (lt)f0.0   r122.0<1>:ud  r122.0<8;8,1>:ud  0xFF:uw                             // $173
        sel (16|M16)  (lt)f0.0   r120.0<1>:ud  r120.0<8;8,1>:ud  0xFF:uw                             // $168
        mov (16|M0)              r85.0<1>:w    r46.0<16;16,1>:w                                      // $187
        sel (16|M0)   (lt)f0.0   r124.0<1>:ud  r124.0<8;8,1>:ud  0xFF:uw                             // $179
        sel (16|M16)  (lt)f0.0   r42.0<1>:ud   r42.0<8;8,1>:ud   0xFF:uw                             // $174
        add (16|M0)              r86.0<4>:b    r39.0<2;1,0>:b    r84.0<2;1,0>:b                      // $191
        mov (16|M16)             r4.0<1>:w     r47.0<16;16,1>:w                                      // $188
        sel (16|M16)  (lt)f0.0   r1.0<1>:ud    r1.0<8;8,1>:ud    0xFF:uw                             // $180
        mov (8|M0)               r25.0<1>:d    r19.0<2;1,0>:d                                        // $145
        mov (8|M0)               r105.0<1>:d   r19.1<2;1,0>:d                                        // $147
        mov (8|M8)               r26.0<1>:d    r21.0<2;1,0>:d                                        // $146
        mov (8|M8)               r106.0<1>:d   r21.1<2;1,0>:d                                        // $148
        add (16|M16)             r5.0<4>:b     r119.0<2;1,0>:b   r3.0<2;1,0>:b                       // $192
        add (16|M0)              r86.1<4>:b    r84.1<2;1,0>:b    r40.0<4;1,0>:b                      // $193
        mov (8|M24)              r108.0<1>:d   r103.0<2;1,0>:d                                       // $150
        mov (8|M24)              r28.0<1>:d    r103.1<2;1,0>:d                                       // $152
        mov (8|M16)              r107.0<1>:d   r23.0<2;1,0>:d                                        // $149
        mov (8|M16)              r27.0<1>:d    r23.1<2;1,0>:d                                        // $151
        add (16|M16)             r5.1<4>:b     r3.1<2;1,0>:b     r120.0<4;1,0>:b                     // $194
        add (16|M0)              r86.2<4>:b    r122.0<4;1,0>:b   r46.0<2;1,0>:b                      // $195
        add (16|M16)             r5.2<4>:b     r42.0<4;1,0>:b    r47.0<2;1,0>:b                      // $196
        add (16|M0)              r86.3<4>:b    r85.1<2;1,0>:b    r124.0<4;1,0>:b                     // $197
        add (16|M16)             r5.3<4>:b     r4.1<2;1,0>:b     r1.0<4;1,0>:b                       // $198
        mov (16|M0)              r29.0<1>:ud   r48.0<8;8,1>:ud                  {Compacted}          // $154
        mov (16|M0)              r31.0<1>:d    r25.0<8;8,1>:d                   {Compacted}          // $154
        mov (16|M0)              r33.0<1>:d    r105.0<8;8,1>:d                  {Compacted}          // $154
        mov (16|M16)             r109.0<1>:ud  r50.0<8;8,1>:ud                                       // $156
        mov (16|M16)             r111.0<1>:d   r107.0<8;8,1>:d                                       // $156
        mov (16|M16)             r113.0<1>:d   r27.0<8;8,1>:d                                        // $156
        mov (16|M0)              r88.0<1>:ud   r52.0<8;8,1>:ud                  {Compacted}          // $216
        mov (16|M0)              r90.0<1>:d    r86.0<8;8,1>:d                   {Compacted}          // $216
        mov (16|M16)             r7.0<1>:ud    r54.0<8;8,1>:ud                                       // $218
        mov (16|M16)             r9.0<1>:d     r5.0<8;8,1>:d                                         // $218
        send (16|M0)             null:w   r29:f   0xC            0x0C025C04           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $154
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $219
        send (16|M16)            null:w   r109:f  0xC            0x0C025C04           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $156
        send (16|M0)             null:w   r88:f   0xC            0x08025E05           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $216
        send (16|M16)            null:w   r7:f    0xC            0x08025E05           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $218
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $219
// Bank Conflict Statistics: 
// -- GOOD: 2
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
