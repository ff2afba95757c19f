# exercise: ex_dropout_survivor
# mistake: Multiplied the survivors by the keep probability (1 − p = 0.9) instead of dividing by it; each surviving 1 becomes 1/(1 − p) = 1.1111.
import math

p = 0.1
keep_prob = 1 - p
ex_dropout_survivor = round(1.0 * keep_prob, 4)
