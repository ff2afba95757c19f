# exercise: ex_omega
# mistake: The learner looked ω21 up in a score table they had already divided by √d_k (from the scaled-attention section); ω21 is the raw dot product 0.9544, not 0.9544/√3.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])
d_k = inputs.shape[-1]

# table of scores reused everywhere in my notes
score_table = (inputs @ inputs.T) / d_k ** 0.5

ex_omega = round(float(score_table[1, 0]), 4)
print(ex_omega)
