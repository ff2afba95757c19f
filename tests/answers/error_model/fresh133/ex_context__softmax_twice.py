# exercise: ex_context
# mistake: The learner applies softmax to the already-normalised weights a second time before weighting the inputs; z⁽²⁾ uses softmax of the raw scores once ([0.4419, 0.6515, 0.5683]).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
row = torch.softmax(attn_weights[1], dim=0)   # weights for journey
z = torch.zeros(3)
for j in range(6):
    z += row[j] * inputs[j]
ex_context = [round(v, 4) for v in z.tolist()]
