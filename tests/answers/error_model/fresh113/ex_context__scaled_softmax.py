# exercise: ex_context
# mistake: The learner applies the softmax to scores divided by sqrt(3), but the statement asks for softmax weights of the raw dot products (no scaling).
import math
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

query = inputs[1]
scores = torch.empty(inputs.shape[0])
for j, x_j in enumerate(inputs):
    scores[j] = torch.dot(query, x_j)
scores = scores / math.sqrt(inputs.shape[1])
alpha = torch.softmax(scores, dim=0)
z = torch.zeros(query.shape)
for j, x_j in enumerate(inputs):
    z += alpha[j] * x_j
ex_context = [round(z[i].item(), 4) for i in range(3)]
