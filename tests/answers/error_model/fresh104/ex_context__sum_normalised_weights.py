# exercise: ex_context
# mistake: Weighted the inputs with scores divided by their sum instead of softmax weights.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

attn = inputs @ inputs[1]
attn = attn / attn.sum()
z = attn @ inputs
ex_context = [round(v, 4) for v in z.tolist()]
