# exercise: ex_dropout_survivor
# mistake: Wrote the scale with // (floor division, as integer division in C), so 1 // 0.9 = 1.0; the survivor value is 1/(1−0.1) = 1.1111.
p = 0.1
keep = 1 - p
scale = 1 // keep   # survivors are divided by the keep probability
ex_dropout_survivor = round(1.0 * scale, 4)
