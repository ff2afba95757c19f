# exercise: ex_context
# mistake: The weights row attn_weights[2] is used (the query "starts", index 2 counted from 0) instead of attn_weights[1] for "journey", giving [0.4431, 0.6496, 0.5671] instead of [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_scores = inputs @ inputs.T
attn_weights = torch.softmax(attn_scores, dim=-1)
# z^(2) -> second query
z2 = attn_weights[2] @ inputs
print("z2:", z2)
ex_context = [round(v, 4) for v in z2.tolist()]
