# exercise: ex_dropout_survivor
# mistake: "10 % dropped, so 10 % bigger": 1 + p = 1.1 instead of 1/(1 − p) = 1.1111.
# 10 % of the entries are dropped, so the rest are made 10 % bigger to compensate
ex_dropout_survivor = 1.1000
