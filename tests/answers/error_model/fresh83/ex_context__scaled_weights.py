# exercise: ex_context
# mistake: Uses softmax of the scores divided by sqrt(3) (scaled dot-product habit); the statement asks for softmax of the raw dot products, giving [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
d_k = inputs.shape[1]
w = torch.softmax(inputs @ inputs[1] / d_k ** 0.5, dim=-1)
z = w @ inputs
ex_context = [round(v, 4) for v in z.tolist()]
