# exercise: ex_dropout_survivor
# mistake: Scaled the survivors up by (1 + p) = 1.1 instead of by 1 / (1 − p), which is 1.1111.
p = 0.1
scale = 1 + p   # survivors get scaled up to keep the expectation
ex_dropout_survivor = 1.1000
