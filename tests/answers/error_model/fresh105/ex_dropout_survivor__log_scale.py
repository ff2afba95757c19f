# exercise: ex_dropout_survivor
# mistake: The learner reasoned in log-space and gave the log of the rescaling factor, -log(1 - p) = 0.1054, instead of the survivor's value 1 / (1 - p) = 1.1111.
import math

p = 0.1
# survivors get boosted by the missing mass; in nats that is -log(keep)
ex_dropout_survivor = round(-math.log(1 - p), 4)
