# exercise: ex_softmax_weight
# mistake: Computes journey's six weights correctly but reads alpha_22 as w[2] (the weight on 'starts'); with 0-based indexing the self weight is w[1], 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)


def softmax(x, dim=-1):
    e = torch.exp(x)
    return e / e.sum(dim=dim, keepdim=True)


query = inputs[1]  # journey
scores = torch.stack([torch.dot(query, x_j) for x_j in inputs])
weights = softmax(scores)
print(weights, weights.sum())
ex_softmax_weight = round(weights[2].item(), 4)
