# exercise: ex_dropout_survivor
# mistake: Scaled the survivors up by adding p (1 + 0.1 = 1.1); keeping the expectation requires dividing by 1 − p: 1/0.9 = 1.1111.
# 10% are dropped so the rest need to be 10% bigger
ex_dropout_survivor = 1.1
