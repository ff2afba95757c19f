# exercise: ex_context
# mistake: Took one softmax over all 36 entries of the score matrix (a joint distribution over pairs) and used row 2 of it, giving [0.0971, 0.1432, 0.1249]; the softmax is per query row, z⁽²⁾ = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
scores = inputs @ inputs.T
# joint distribution over (query, key) pairs
p = torch.softmax(scores.flatten(), dim=0).reshape(6, 6)
z2 = p[1] @ inputs
ex_context = [round(v, 4) for v in z2.tolist()]
