# exercise: ex_context
# mistake: Applies a causal (subsequent) mask out of habit, so 'journey' attends only to 'Your' and itself; the question's context vector uses the softmax over all six raw scores, [0.4419, 0.6515, 0.5683].
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)


def subsequent_mask(size):
    attn_shape = (1, size, size)
    mask = torch.triu(torch.ones(attn_shape), diagonal=1).type(torch.uint8)
    return mask == 0


scores = inputs @ inputs.T
scores = scores.masked_fill(subsequent_mask(6)[0] == 0, -1e9)
p_attn = scores.softmax(dim=-1)
context = p_attn @ inputs
ex_context = [round(v, 4) for v in context[1].tolist()]
