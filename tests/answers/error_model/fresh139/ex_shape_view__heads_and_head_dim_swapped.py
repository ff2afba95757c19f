# exercise: ex_shape_view
# mistake: Swaps num_heads and head_dim in the view (4 "heads" of 3 features), answering (2, 4, 5, 3); with 3 heads of 4 features the shape is (2, 3, 5, 4).
CFG = {"b": 2, "n": 5, "d_out": 12, "num_heads": 3}
head_dim = CFG["d_out"] // CFG["num_heads"]
view_shape = (CFG["b"], CFG["n"], head_dim, CFG["num_heads"])
ex_shape_view = (view_shape[0], view_shape[2], view_shape[1], view_shape[3])
