# exercise: ex_omega
# mistake: Read the entry scores[1][1] (journey with itself, 1.4950) instead of the one with the key “Your” (0.9544).

# from my printed attn_scores_2 = tensor([0.9544, 1.4950, 1.4754, 0.8434, 0.7070, 1.0865])
# "journey" is the 2nd token -> index 1
ex_omega = 1.4950
