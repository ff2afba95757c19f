# exercise: ex_dropout_survivor
# mistake: Used the first-order expansion 1/(1−p) ≈ 1 + p = 1.1 instead of the exact survivor value 1/(1−0.1) = 1.1111.
p = 0.1
# survivors are rescaled by 1/(1-p) = 1 + p + p^2 + ... ~ 1 + p for small p
ex_dropout_survivor = round(1 + p, 4)
