# exercise: ex_omega
# mistake: The learner copied the first entry of the book's printed attention weights for 'journey' (0.1385, after the softmax) instead of the raw score ω21 = 0.9544.
# from the book: Attention weights: tensor([0.1385, 0.2379, 0.2333, 0.1240, 0.1082, 0.1581])
ex_omega = 0.1385
