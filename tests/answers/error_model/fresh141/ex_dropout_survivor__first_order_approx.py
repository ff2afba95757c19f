# exercise: ex_dropout_survivor
# mistake: The learner used the first-order approximation 1/(1 − p) ≈ 1 + p = 1.1000; the exact scale is 1/(1 − p) = 1.1111.
p = 0.1
# 1/(1-p) = 1 + p + p^2 + ... ~ 1 + p for small p
scale = 1 + p
ex_dropout_survivor = round(scale, 4)
