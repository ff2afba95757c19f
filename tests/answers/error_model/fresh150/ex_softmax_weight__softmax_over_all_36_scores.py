# exercise: ex_softmax_weight
# mistake: The learner applied one softmax to the flattened 6×6 score matrix (all 36 scores) and read entry [1, 1]; the softmax must run over the six scores of the query "journey" only (0.2379).
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89], [0.55, 0.87, 0.66], [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33], [0.77, 0.25, 0.10], [0.05, 0.80, 0.55]])

scores = inputs @ inputs.T
w = torch.softmax(scores.flatten(), dim=0).view(6, 6)
ex_softmax_weight = round(w[1, 1].item(), 4)
print(w.sum())  # 1.0, good
