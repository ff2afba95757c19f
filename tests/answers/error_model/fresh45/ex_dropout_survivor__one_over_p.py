# exercise: ex_dropout_survivor
# mistake: Scales by 1 / p = 10 (the dropout rate) instead of 1 / (1 - p), the inverse of the keep probability, which gives 1.1111.
p = 0.1
ex_dropout_survivor = 1 / p
