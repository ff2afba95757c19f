# exercise: ex_softmax_weight
# mistake: The scores are preallocated with zeros(6) but the loop fills only range(5), so ω₂₆ stays 0 and enters the softmax as exp(0); all six scores must be computed.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
q = inputs[1]
scores = torch.zeros(6)
for j in range(5):
    for k in range(3):
        scores[j] += q[k] * inputs[j, k]
e = torch.exp(scores)
ex_softmax_weight = round((e[1] / e.sum()).item(), 4)
