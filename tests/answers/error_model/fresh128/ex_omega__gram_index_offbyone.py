# exercise: ex_omega
# mistake: The learner built the full Gram table of the embeddings and read entry [2][1] as if indices were 1-based, which is x(3)·x(2); the score ω21 is entry [1][0] (0.9544).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

# all scores at once, so I can look any of them up later
GRAM = inputs @ inputs.T

ex_omega = round(GRAM[2][1].item(), 4)
