# exercise: ex_dropout_survivor
# mistake: Uses the first-order approximation 1 + p = 1.1 for 1/(1 - p); the exact survivor value is 1.1111.
p = 0.1
# 1/(1-p) = 1 + p + p^2 + ... ~ 1 + p
ex_dropout_survivor = 1 + p
