# exercise: ex_context
# mistake: Divided the scores by sqrt(3) before the softmax (Keras Attention use_scale habit); the exercise uses the raw dot products.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]])

d_k = inputs.shape[-1]
attn = torch.softmax(inputs[1] @ inputs.T / d_k ** 0.5, dim=-1)
ex_context = [round(x, 4) for x in (attn @ inputs).tolist()]
