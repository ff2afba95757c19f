# exercise: ex_context
# mistake: Computed all context vectors correctly but took row 2 (zero-based, the third token "starts": [0.4431, 0.6496, 0.5671]); z⁽²⁾ of "journey" is row 1: [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
attn_weights = torch.softmax(inputs @ inputs.T, dim=-1)
all_context_vecs = attn_weights @ inputs
z2 = all_context_vecs[2]
ex_context = [round(v, 4) for v in z2.tolist()]
print(ex_context)
