# exercise: ex_context
# mistake: The learner computes all context vectors and takes row 2 (the third token, "starts") as "journey", giving [0.4431, 0.6496, 0.5671]; journey is row 1, z⁽²⁾ = [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn = torch.softmax(inputs @ inputs.T, dim=-1)
all_ctx = attn @ inputs
z2 = all_ctx[2]
ex_context = [round(v, 4) for v in z2.tolist()]
