# exercise: ex_softmax_weight
# mistake: The learner normalised the six scores by dividing by their plain sum (0.2278) instead of applying the softmax exp(ω22)/Σ exp(ω2j), which gives 0.2379.
import torch

inputs = torch.tensor([[0.43, 0.15, 0.89],
                       [0.55, 0.87, 0.66],
                       [0.57, 0.85, 0.64],
                       [0.22, 0.58, 0.33],
                       [0.77, 0.25, 0.10],
                       [0.05, 0.80, 0.55]])

query = inputs[1]
attention_scores_for_journey = torch.empty(inputs.shape[0])
for i in range(len(inputs)):
    attention_scores_for_journey[i] = torch.dot(inputs[i], query)
print("scores:", attention_scores_for_journey)

attention_weights_for_journey = attention_scores_for_journey / attention_scores_for_journey.sum()
print("weights:", attention_weights_for_journey)
print("sum:", attention_weights_for_journey.sum())

ex_softmax_weight = round(attention_weights_for_journey[1].item(), 4)
print(ex_softmax_weight)
