# exercise: ex_softmax_weight
# mistake: Divides the scores by sqrt(d) = sqrt(3) before the softmax (scaled dot-product), giving 0.2070; the statement asks for the raw dot products with no scaling (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


def attn_weights(x):
    d = x.shape[-1]
    return torch.softmax(x @ x.transpose(-2, -1) / d ** 0.5, dim=-1)


ex_softmax_weight = round(attn_weights(inputs)[..., 1, 1].item(), 4)
