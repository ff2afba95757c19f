# exercise: ex_dropout_survivor
# mistake: The learner used the first-order approximation 1/(1-p) ~ 1 + p = 1.1; the exact survivor value is 1/(1 - 0.1) = 1.1111.
p = 0.1
# survivors are scaled by 1/(1-p) ~ 1 + p + p^2 + ... ; p small -> 1 + p
ex_dropout_survivor = round(1 + p, 4)
