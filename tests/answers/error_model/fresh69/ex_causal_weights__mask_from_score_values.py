# exercise: ex_causal_weights
# mistake: The learner made the mask from scores.triu(1).bool(), i.e. from the score values, so a future score that is exactly 0 is not masked. The mask must depend only on positions (torch.triu of ones). [cond: some future score equals 0.0]
def ex_causal_weights(scores):
    return scores.masked_fill(scores.triu(1).bool(), float('-inf')).softmax(dim=-1)
