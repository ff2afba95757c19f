# exercise: ex_dropout_survivor
# mistake: Assumed survivors are boosted by the dropped fraction, 1 + p = 1.1; to keep the expectation they are scaled by 1/(1-p) = 1.1111.
p = 0.1
# 10% of the mass is dropped so the rest gets 10% more
scale = 1 + p
ex_dropout_survivor = round(1.0 * scale, 4)
