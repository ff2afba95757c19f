# exercise: ex_context
# mistake: The learner weights the rows of the score matrix, computing α₂ · (inputs @ inputs.T), and keeps the first three numbers; the context vector is Σⱼ α₂ⱼ x⁽ʲ⁾ (weights times the inputs).
import torch

inputs = torch.tensor(
    [[0.43, 0.15, 0.89],
     [0.55, 0.87, 0.66],
     [0.57, 0.85, 0.64],
     [0.22, 0.58, 0.33],
     [0.77, 0.25, 0.10],
     [0.05, 0.80, 0.55]]
)

scores = inputs @ inputs.T
alpha = torch.softmax(scores[1], dim=0)
ctx = alpha @ scores
ex_context = [round(float(c), 4) for c in ctx[:3]]
