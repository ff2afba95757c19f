# exercise: ex_shape_view
# mistake: Thinking like the wrapper, the learner keeps the full d_out = 12 for every head and answers (2, 3, 5, 12); each head gets head_dim = 12 / 3 = 4, so the shape is (2, 3, 5, 4).
cfg = {"emb_dim": 12, "n_heads": 3, "context_length": 5}
b = 2
ex_shape_view = (b, cfg["n_heads"], cfg["context_length"], cfg["emb_dim"])
