# exercise: ex_softmax_weight
# mistake: Wrote a softmax helper with a temperature defaulting to the embedding size (3) and kept the default, which flattens the weights to α₂₂ = 0.1896; the raw scores need temperature 1, giving 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])


def softmax_t(scores, temperature=None, dim=-1):
    # temperature controls how peaky the distribution is; default = feature size
    if temperature is None:
        temperature = float(inputs.shape[-1])
    z = scores / temperature
    z = z - z.amax(dim=dim, keepdim=True)
    e = z.exp()
    return e / e.sum(dim=dim, keepdim=True)


ex_softmax_weight = round(softmax_t(inputs @ inputs[1])[1].item(), 4)
