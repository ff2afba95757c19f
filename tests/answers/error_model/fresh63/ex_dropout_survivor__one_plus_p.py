# exercise: ex_dropout_survivor
# mistake: Scales survivors by 1 + p = 1.1 to make up for the 10% dropped, instead of 1/(1 − p) = 1.1111.
# 10% of the ones are zeroed, so the rest have to carry 10% more
ex_dropout_survivor = 1.1000
