# exercise: ex_softmax_weight
# mistake: The learner scales the scores by 1/sqrt(3) before the softmax; the statement says no scaling.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)
import math

q = inputs[1]
s = [float(q @ x) / math.sqrt(len(q)) for x in inputs]
e = [math.exp(v) for v in s]
ex_softmax_weight = round(e[1] / sum(e), 4)
