# exercise: ex_softmax_weight
# mistake: The learner normalises the scores by dividing by their sum (the book's first, naive normalisation) instead of the softmax; α₂₂ = exp(ω₂₂)/Σexp(ω₂ⱼ) = 0.2379.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

normalize = lambda s: s / s.sum()
attn_weights_2 = normalize(inputs @ inputs[1])
print(attn_weights_2, attn_weights_2.sum())
ex_softmax_weight = round(attn_weights_2[1].item(), 4)
