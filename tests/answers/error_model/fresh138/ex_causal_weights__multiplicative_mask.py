# exercise: ex_causal_weights
# mistake: Using a Keras-style 1/0 attention mask, the learner multiplied the scores by the lower-triangular mask, so future scores become 0 instead of -inf and still get weight after the softmax.
import torch

def ex_causal_weights(scores):
    n = scores.shape[-1]
    causal = torch.tril(torch.ones(n, n, dtype=scores.dtype, device=scores.device))
    return torch.softmax(scores * causal, dim=-1)
