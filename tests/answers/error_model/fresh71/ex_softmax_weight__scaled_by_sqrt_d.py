# exercise: ex_softmax_weight
# mistake: Divided the scores by √3 before the softmax, but the statement asks for the raw dot products with no scaling.
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],   # Your
     [0.55, 0.87, 0.66],   # journey
     [0.57, 0.85, 0.64],   # starts
     [0.22, 0.58, 0.33],   # with
     [0.77, 0.25, 0.10],   # one
     [0.05, 0.80, 0.55]])  # step

d = inputs.shape[1]
scores = inputs[1] @ inputs.T / math.sqrt(d)
w = scores.exp() / scores.exp().sum()
ex_softmax_weight = float('%.4f' % w[1])
