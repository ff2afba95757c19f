# exercise: ex_dropout_survivor
# mistake: The learner uses exp(p) as the survivor scale, 1.1052; the exact scale is 1/(1-p) = 1.1111.
import math

p = 0.1
# 1/(1-p) = exp(-log(1-p)) ~ exp(p)
ex_dropout_survivor = round(math.exp(p), 4)
