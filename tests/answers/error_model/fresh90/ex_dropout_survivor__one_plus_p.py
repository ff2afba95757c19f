# exercise: ex_dropout_survivor
# mistake: The learner scaled survivors up by 1 + p = 1.1 to make up for the dropped 10%; the correct factor is 1 / (1 − p) = 1.1111.
# 10% are dropped, so the others get 10% more
ex_dropout_survivor = 1 + 0.1
