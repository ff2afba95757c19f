# exercise: ex_dropout_survivor
# mistake: Scales by 1 + p = 1.1, a first-order approximation; the exact survivor value is 1/(1−p) = 1.1111.
p = 0.1
scale = 1 + p   # keep the expectation the same
ex_dropout_survivor = round(1.0 * scale, 4)
