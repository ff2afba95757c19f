# exercise: ex_omega
# mistake: The learner read x⁽²⁾ and x⁽¹⁾ as 0-based indices inputs[2] and inputs[1], so they computed the score of "starts" with "journey" (1.4754); the right rows are inputs[1] and inputs[0], giving 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

x2 = inputs[2]
x1 = inputs[1]
score = torch.dot(x2, x1)
print(score)
ex_omega = round(score.item(), 4)
