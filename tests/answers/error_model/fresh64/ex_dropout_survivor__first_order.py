# exercise: ex_dropout_survivor
# mistake: Uses the first-order approximation 1/(1 - p) ~ 1 + p = 1.1 instead of the exact 1/(1 - p) = 1.1111.
p = 0.1
# 1/(1-p) = 1 + p + p^2 + ...
ex_dropout_survivor = 1 + p
