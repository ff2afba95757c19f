# exercise: ex_omega
# mistake: The learner reports the softmax weight α₂₁ of the journey row instead of the raw score ω₂₁ = x⁽²⁾ · x⁽¹⁾ = 0.9544.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

scores = torch.bmm(inputs.reshape(1, 6, 3), inputs.reshape(1, 6, 3).transpose(1, 2))[0]
w = torch.softmax(scores, dim=-1)
ex_omega = round(w.gather(1, torch.tensor([[0]] * 6))[1, 0].item(), 4)
