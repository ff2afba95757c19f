# exercise: ex_dropout_survivor
# style: round(1 / (1 - p), 4) with p as a named constant.
P_DROP = 0.1
ex_dropout_survivor = round(1 / (1 - P_DROP), 4)
