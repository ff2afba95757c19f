# exercise: ex_dropout_survivor
# mistake: Scales survivors by 1 + p = 1.1 (adding back the dropped 10%) instead of 1/(1 − p) = 1.1111.
p = 0.1
# 丢掉了 10%，剩下的要补回 10%
ex_dropout_survivor = round(1 + p, 4)
