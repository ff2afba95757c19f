# exercise: ex_context
# mistake: Copying a GPT-style tf.linalg.band_part(ones, -1, 0) mask, the learner made the weights causal, so "journey" only attends to "Your" and itself; the question's attention is over all six tokens.
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],  # Your
     [0.55, 0.87, 0.66],  # journey
     [0.57, 0.85, 0.64],  # starts
     [0.22, 0.58, 0.33],  # with
     [0.77, 0.25, 0.10],  # one
     [0.05, 0.80, 0.55]]  # step
)

scores = inputs @ inputs.T
keep = torch.tril(torch.ones(6, 6))  # band_part(-1, 0)
scores = scores.masked_fill(keep == 0, float("-inf"))
weights = torch.softmax(scores, dim=-1)
ex_context = [round(x, 4) for x in (weights @ inputs)[1].tolist()]
